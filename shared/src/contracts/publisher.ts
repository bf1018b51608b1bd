// Endpoints are declared here with defineEndpoint (../common/endpoint).

/** The publisher: card-linked programme status and team management (spec 1 §2.11, §2.14) */
export const publisherEndpoints = {} as Record<string, never>;
