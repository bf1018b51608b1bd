// Endpoints are declared here with defineEndpoint (../common/endpoint).

/** Programme offers (activated-offer), approvals, tiers for offers and own-offer deletion (spec 1 §2.10–2.12) */
export const programmeEndpoints = {} as Record<string, never>;
