import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { cardlyticsStatuses, emailDeliveries, emailKinds, loginStatuses, publisherStatuses, publisherUserRoles } from './enums';

/** Identity is shared by both environments: none of these tables carries `env`. */

export const publishers = sqliteTable('publishers', {
  id: text('id').primaryKey(),
  companyName: text('company_name').notNull(),
  publisherStatus: text('publisher_status', { enum: publisherStatuses }).notNull(),
  sandboxOnly: integer('sandbox_only', { mode: 'boolean' }).notNull().default(false),
  cardlyticsStatus: text('cardlytics_status', { enum: cardlyticsStatuses }).notNull().default('NOT_STARTED'),
  cardlyticsActivated: integer('cardlytics_activated', { mode: 'boolean' }).notNull().default(false),
  /** While SETTING_UP_ACCOUNT: when the clock completes the set-up (AVAILABLE). */
  cardlyticsSetupDueOn: integer('cardlytics_setup_due_on'),
  createdOn: integer('created_on').notNull(),
});

export const publisherUsers = sqliteTable(
  'publisher_users',
  {
    id: text('id').primaryKey(),
    publisherId: text('publisher_id')
      .notNull()
      .references(() => publishers.id, { onDelete: 'cascade' }),
    /** Stored lower-cased; sign-in lower-cases what is typed (spec 1 §5). */
    email: text('email').notNull(),
    /** `scrypt$N$r$p$salt$hash`, see passwords.ts. */
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: publisherUserRoles }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    sendContentNotifications: integer('send_content_notifications', { mode: 'boolean' }).notNull().default(false),
    /** Base32 TOTP secret; null until MFA set-up completes. */
    totpSecret: text('totp_secret'),
    mfaEnabled: integer('mfa_enabled', { mode: 'boolean' }).notNull().default(false),
    createdOn: integer('created_on').notNull(),
    updatedOn: integer('updated_on').notNull(),
  },
  (t) => [uniqueIndex('publisher_users_email_uq').on(t.email), index('publisher_users_publisher_idx').on(t.publisherId)],
);

/** Codes already accepted, so a TOTP code works once per time step (spec 1 §8 'single use'). */
export const usedTotpCodes = sqliteTable(
  'used_totp_codes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => publisherUsers.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    /** Epoch ms after which the row can be purged (code window passed). */
    usedOn: integer('used_on').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.code] }), index('used_totp_codes_used_idx').on(t.usedOn)],
);

/** The opaque `session` value carried between the sign-in steps (spec 1 §4). */
export const loginChallenges = sqliteTable(
  'login_challenges',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => publisherUsers.id, { onDelete: 'cascade' }),
    status: text('status', { enum: loginStatuses }).notNull(),
    /** Secret offered during MFA set-up; moved to the user once a code verifies. */
    pendingTotpSecret: text('pending_totp_secret'),
    /** The code used to complete set-up, rejected at the next step (spec 1 §5). */
    setupCode: text('setup_code'),
    createdOn: integer('created_on').notNull(),
    expiresOn: integer('expires_on').notNull(),
    consumedOn: integer('consumed_on'),
  },
  (t) => [index('login_challenges_user_idx').on(t.userId)],
);

export const invites = sqliteTable(
  'invites',
  {
    id: text('id').primaryKey(),
    publisherId: text('publisher_id')
      .notNull()
      .references(() => publishers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    admin: integer('admin', { mode: 'boolean' }).notNull().default(false),
    invitedByUserId: text('invited_by_user_id').references(() => publisherUsers.id, { onDelete: 'set null' }),
    createdOn: integer('created_on').notNull(),
    expiresOn: integer('expires_on').notNull(),
    acceptedOn: integer('accepted_on'),
  },
  (t) => [index('invites_publisher_idx').on(t.publisherId), index('invites_email_idx').on(t.email)],
);

export const passwordResets = sqliteTable(
  'password_resets',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => publisherUsers.id, { onDelete: 'cascade' }),
    createdOn: integer('created_on').notNull(),
    expiresOn: integer('expires_on').notNull(),
    usedOn: integer('used_on'),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/** The mock's captured mail (DESIGN §6): every invite and reset email with its links. */
export const emailOutbox = sqliteTable(
  'email_outbox',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: emailKinds }).notNull().default('OTHER'),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    links: text('links', { mode: 'json' }).$type<string[]>().notNull(),
    sentOn: integer('sent_on').notNull(),
    /** The one-time code or token the email carries (a reset or invite id), so a test need not parse the text. */
    code: text('code'),
    delivery: text('delivery', { enum: emailDeliveries }).notNull().default('DELIVERED'),
    bounceReason: text('bounce_reason'),
  },
  (t) => [index('email_outbox_to_idx').on(t.to, t.sentOn), index('email_outbox_sent_idx').on(t.sentOn)],
);
