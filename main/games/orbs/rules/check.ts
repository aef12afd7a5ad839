/**
 * The result of validating an untrusted Orbs action: null, or the rule error that rejected it
 * (the state untouched: every check happens before the first change).
 */
import type { RuleError } from '../../../engine/types';

export type Check = RuleError | null;

export const err = (code: string, message: string): RuleError => ({ code, message });
