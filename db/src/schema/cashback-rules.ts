/** The cashback rule JSON stored in offers and programme offers: one definition, in the shared rules. */
export type { CashbackCondition, CashbackRule, CashbackValue } from '@cashloop/shared/rules/cashback-math';
