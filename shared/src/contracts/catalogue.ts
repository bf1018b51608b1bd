// Endpoints are declared here with defineEndpoint (../common/endpoint).

/** Catalogue: retailers, offers and retailer analytics (spec 1 §2.8–2.10) */
export const catalogueEndpoints = {} as Record<string, never>;
