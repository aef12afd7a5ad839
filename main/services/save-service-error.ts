/**
 * The save service's typed refusal (its own module, so save-service.ts and replay-rows.ts,
 * which both throw it, do not import each other).
 */
import type { ServiceErrorCode } from './types';

/** A refusal the IPC layer passes on as a typed error (not a save-file error). */
export class SaveServiceError extends Error {
  constructor(
    readonly code: ServiceErrorCode,
    message: string,
    readonly ruleCode?: string,
  ) {
    super(message);
    this.name = 'SaveServiceError';
  }
}
