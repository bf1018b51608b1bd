// Endpoints are declared here with defineEndpoint (../common/endpoint).

/** Own-offer settlements: verified transaction uploads and their records (spec 1 §2.10, spec 2 §2.4) */
export const settlementEndpoints = {} as Record<string, never>;
