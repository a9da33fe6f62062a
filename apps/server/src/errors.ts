/**
 * Typed errors that services throw; plugins/errors.ts maps each to the wire format of
 * docs/architecture.md#errors (`{ error, message, ...extra }`). Codes are stable; the web maps
 * them to Dutch.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export type FieldErrors = Record<string, string[]>;

/** 400 with field errors: `{ "<field>": ["message"], "non_field_errors": [...] }`. */
export class ValidationError extends AppError {
  constructor(fieldErrors: FieldErrors, message = 'De invoer is ongeldig.') {
    super(400, 'validation_error', message, fieldErrors);
  }
  static field(field: string, message: string): ValidationError {
    return new ValidationError({ [field]: [message] }, message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(
    message = 'Authenticatie is vereist.',
    code = 'not_authenticated',
    extra: Record<string, unknown> = {},
  ) {
    super(401, code, message, extra);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'Je hebt geen toestemming voor deze actie.', code = 'permission_denied') {
    super(403, code, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Niet gevonden.', code = 'not_found') {
    super(404, code, message);
  }
}

export class ConflictError extends AppError {
  constructor(fieldErrors: FieldErrors, message: string) {
    super(409, 'conflict', message, fieldErrors);
  }
}

export class GoneError extends AppError {
  constructor(message: string, code = 'gone') {
    super(410, code, message);
  }
}

/** Every prediction write after the deadline. */
export class DeadlinePassedError extends AppError {
  constructor(
    electionDate: Date,
    message = 'De deadline is verstreken. Voorspellingen kunnen niet meer worden gewijzigd.',
  ) {
    super(423, 'deadline_passed', message, {
      election_date: electionDate.toISOString(),
      deadline_passed: true,
    });
  }
}
