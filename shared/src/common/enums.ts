/** Enumerations of the three spec documents, the single source for db, seeds, server and client. */

/** The platform's own name ('{product}' in the spec). */
export const PRODUCT_NAME = 'Cashloop';
/** ownerId of offers the platform owns ('Remove offer from program' shows only for these). */
export const PLATFORM_OWNER_ID = 'CASHLOOP';

/** The two data partitions; identity is shared, business rows carry one of these. */
export const environments = ['live', 'sandbox'] as const;

export const publisherUserRoles = ['ADMIN', 'USER'] as const;
export const publisherStatuses = ['IN_CONTRACT', 'NOT_IN_CONTRACT'] as const;
export const cardlyticsStatuses = ['NOT_STARTED', 'SETTING_UP_ACCOUNT', 'AVAILABLE'] as const;
export const loginStatuses = ['MFA_REQUIRED', 'MFA_SETUP'] as const;

export const offerTypes = ['PAYMENT', 'ONLINE', 'GIFTCARD', 'CLICK_TO_ACTIVATE'] as const;
export type OfferType = (typeof offerTypes)[number];
export const catalogueSorts = ['MOSTPOPULAR', 'ATOZ', 'ZTOA'] as const;
export const programmeSorts = ['MOSTPOPULAR', 'ATOZ', 'ZTOA', 'LATEST'] as const;
export const suppliers = ['AWIN', 'PARTNERIZE', 'TRADEDOUBLER', 'CJAFFILIATE', 'IMPACT', 'LUX', 'TRC', 'TILLO'] as const;

export const offerApprovals = ['APPROVED', 'PENDING', 'DECLINED'] as const;
export type OfferApproval = (typeof offerApprovals)[number];
export const customerTierTypes = ['DEFAULT', 'TIERED', 'SET'] as const;
export const conditionTypes = ['GREATER_THAN', 'LESS_THAN', 'BETWEEN'] as const;
export const valueTypes = ['PERCENTAGE', 'PERCENTAGE_MAX', 'FIXED'] as const;
export const customerTypes = ['EXISTING_CUSTOMER', 'NEW_CUSTOMER'] as const;
export const offerUsageTypes = ['SINGLE_USE', 'MULTI_USE'] as const;
export const channelTypes = ['ANY', 'INSTORE', 'ONLINE'] as const;
export const matchAgainst = ['ALL_CHANNELS', 'SPECIFIC_CHANNELS'] as const;
export const offerCategories = [
  'HEALTH_BEAUTY', 'ELECTRONICS', 'FASHION', 'HOME', 'LUXURY', 'SPORTS', 'TRAVEL', 'DIGITAL',
  'ACCESSORIES', 'FOOD_DRINK', 'SHOPPING', 'WELLNESS', 'ENTERTAINMENT', 'ESSENTIALS',
] as const;

/** The 32 retailer (personalisation) categories of spec 2 section 9. */
export const retailerCategories = [
  'Buy now pay later', 'Cafes and coffee shops', 'Clothing', 'Convenience stores',
  'Department and discount stores', 'Donation', 'Drugstores and pharmacies', 'Education', 'Electronics',
  'Entertainment and recreation', 'Food and Drink', 'Gifts', 'Groceries', 'Home improvements and maintenance services',
  'Hotels and lodging', 'Laundry', 'Liquor', 'Media', 'Medical bill', 'Not enough information',
  'Other consumer services', 'Other non-essential', 'Other transport', 'Pets', 'Recreational goods',
  'Ridesharing and taxis', 'SaaS tools', 'Self care', 'Taxes', 'Utilities', 'Vehicle maintenance', 'eCommerce purchase',
] as const;

export const cashbackStatuses = [
  'CREATED', 'BEING_VERIFIED', 'VERIFIED', 'RECEIVED', 'PAID', 'DECLINED', 'DISQUALIFIED',
] as const;
export type CashbackStatus = (typeof cashbackStatuses)[number];

export const campaignSlots = ['TAKEOVER', 'FEATURE', 'PROMOTED'] as const;
export const campaignStatuses = ['INPROGRESS', 'PENDING', 'CLOSED'] as const;
export const audiencePeriods = [30, 60, 90] as const;
export const spendConditions = ['MORE_THAN', 'LESS_THAN'] as const;

export const uploadStatuses = ['PENDING', 'PROCESSING', 'COMPLETED', 'FAILED'] as const;
export const tierUploadActions = ['ADD', 'REMOVE'] as const;

export const supportLevels = ['CLIENT', PLATFORM_OWNER_ID, 'SUPPLIER'] as const;
export const supportSorts = ['LATEST', 'OLDEST'] as const;
export const supportActions = [
  'NO_ISSUE_IDENTIFIED', 'IDENTIFIED_MISSING_OFFER_DATA', 'IDENTIFIED_TECHNICAL_ISSUE', 'RE_RUN_TRANSACTION',
  'GENERATE_CASHBACK', 'RELEASE_CASHBACK', 'RESOLVED_QUERY', 'ESCALATED_TO_CASHBACK_PROVIDER',
] as const;

/** Webhook event types (spec 3 section 9); every state change of the engine records one. */
export const webhookEventTypes = [
  'CASHBACK_CREATED', 'CASHBACK_BEING_VERIFIED', 'CASHBACK_VERIFIED', 'CASHBACK_DECLINED', 'CASHBACK_RECEIVED',
  'CASHBACK_PAID_TO_PUBLISHER', 'ACCOUNT_CONNECTED', 'ACCOUNT_RENEWED', 'ACCOUNT_DISCONNECTED', 'ACCOUNT_EXPIRED',
  'ACCOUNT_30_DAY_WARNING', 'ACCOUNT_14_DAY_WARNING', 'ACCOUNT_7_DAY_WARNING', 'ACCOUNT_3_DAY_WARNING',
  'ACCOUNT_1_DAY_WARNING', 'OFFER_APPROVED', 'OFFER_REMOVED_FROM_PLATFORM', 'OFFER_REMOVED_FROM_PROGRAM',
  'OFFER_UPDATED', 'OFFER_ACTIVATED', 'OFFER_DEACTIVATED', 'TIER_CREATED', 'TIER_REMOVED', 'USER_ADDED_TO_TIER',
  'USER_REMOVED_FROM_TIER',
] as const;
/** The test-event list adds CASHBACK_DISQUALIFIED and omits ACCOUNT_RENEWED. */
export const testWebhookEventTypes = [
  ...webhookEventTypes.filter((t) => t !== 'ACCOUNT_RENEWED'),
  'CASHBACK_DISQUALIFIED',
] as const;
/** Domain events the engine records: the webhook types plus the few the webhook list leaves out. */
export const domainEventTypes = [
  ...webhookEventTypes, 'CASHBACK_DISQUALIFIED', 'OFFER_PENDING', 'OFFER_DECLINED',
] as const;
export type DomainEventType = (typeof domainEventTypes)[number];

/** The event each cashback status records when a cashback reaches it (seeds, lifecycle and sandbox updates). */
export const cashbackStatusEvents: Record<CashbackStatus, DomainEventType> = {
  CREATED: 'CASHBACK_CREATED',
  BEING_VERIFIED: 'CASHBACK_BEING_VERIFIED',
  VERIFIED: 'CASHBACK_VERIFIED',
  RECEIVED: 'CASHBACK_RECEIVED',
  PAID: 'CASHBACK_PAID_TO_PUBLISHER',
  DECLINED: 'CASHBACK_DECLINED',
  DISQUALIFIED: 'CASHBACK_DISQUALIFIED',
};

export const transactionTypes = ['DEBIT', 'CREDIT'] as const;
export const scenarios = ['demo', 'empty', 'large'] as const;
export type ScenarioName = (typeof scenarios)[number];
