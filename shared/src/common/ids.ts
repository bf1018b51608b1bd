import { z } from 'zod';

/** Ids are opaque strings (prefixed, e.g. "ret_…"); path params are validated for shape, not existence. */
export const idParam = z.string().min(1).max(100).regex(/^[A-Za-z0-9_-]+$/, 'Not a valid id');
