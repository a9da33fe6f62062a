// The admin contract, one file per admin tab; this file gathers them so that
// `@zetelpoule/shared` and `@zetelpoule/shared/contract/admin` keep offering every admin schema.
// The conventions every admin call follows are in admin-common.ts.

export {
  ADMIN_MESSAGES,
  AdminMunicipalityListSchema,
  AdminMunicipalitySchema,
  AdminTurnoutSchema,
  ElectionIdParamsSchema,
  ElectionPartyParamsSchema,
  PredictionIdParamsSchema,
} from './admin-common';
export type {
  AdminMunicipality,
  ElectionIdParams,
  ElectionPartyParams,
  PredictionIdParams,
} from './admin-common';
export * from './admin-elections';
export * from './admin-parties';
export * from './admin-results';
export * from './admin-users';
export * from './score-comparison';
