// Endpoints are declared here with defineEndpoint (../common/endpoint).

/** The transaction playground (spec 1 §2.15) */
export const playgroundEndpoints = {} as Record<string, never>;
