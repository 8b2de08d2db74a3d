import { type Static, Type } from 'typebox';
import { CONTRACT_APPLICATION_STATES, CONTRACTOR_ACTIVITY_STATUSES, INSPECTION_TYPES } from '../enums.ts';

export const State = Type.Object({
  stateCode: Type.String({ minLength: 2, maxLength: 2 }),
  description: Type.String(),
  isMarketState: Type.Boolean(),
});
export type State = Static<typeof State>;

export const PropertyType = Type.Object({ dwellingTypeId: Type.String(), description: Type.String() });
export type PropertyType = Static<typeof PropertyType>;

export const ProductFamily = Type.Object({ productFamilyId: Type.Integer(), name: Type.String() });
export const Trade = Type.Object({
  tradeId: Type.Integer(),
  name: Type.String(),
  webView: Type.Boolean(),
  productFamilies: Type.Array(ProductFamily),
});
export type Trade = Static<typeof Trade>;

export const ZipParams = Type.Object({ zip: Type.String({ pattern: '^[0-9]{5}$' }) });
export const ZipCodeParams = Type.Object({ code: Type.String({ pattern: '^[0-9]{5}$' }) });

export const StateByZipCode = Type.Object({
  zipCode: Type.String(),
  stateCode: Type.String(),
  description: Type.String(),
  isMarketState: Type.Boolean(),
});
export type StateByZipCode = Static<typeof StateByZipCode>;

export const ZipCode = Type.Object({
  zipCode: Type.String(),
  city: Type.String(),
  stateCode: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  isServiceArea: Type.Boolean(),
});
export type ZipCode = Static<typeof ZipCode>;

export const LocationQuery = Type.Object({
  lat: Type.Number({ minimum: -90, maximum: 90 }),
  lng: Type.Number({ minimum: -180, maximum: 180 }),
});

/** Geocode-style answer: the shape of a reverse-geocoding service's `results`. */
export const AddressComponent = Type.Object({
  long_name: Type.String(),
  short_name: Type.String(),
  types: Type.Array(Type.String()),
});
export const GeocodeResult = Type.Object({
  formatted_address: Type.String(),
  types: Type.Array(Type.String()),
  address_components: Type.Array(AddressComponent),
  geometry: Type.Object({ location: Type.Object({ lat: Type.Number(), lng: Type.Number() }) }),
});
export const LocationResponse = Type.Object({ results: Type.Array(GeocodeResult) });
export type LocationResponse = Static<typeof LocationResponse>;

export const FeatureFlag = Type.Object({ key: Type.String(), isEnabled: Type.Boolean(), description: Type.String() });
export type FeatureFlag = Static<typeof FeatureFlag>;

/**
 * Closed lists of the contract's and the visit's life, spelled as the product writes them: where a contract's
 * application stands, the kinds of home inspection, and what a contractor is doing about a visit.
 */
export const Enumerations = Type.Object({
  contractApplicationStates: Type.Array(Type.Enum(CONTRACT_APPLICATION_STATES, { type: 'string' })),
  inspectionTypes: Type.Array(Type.Enum(INSPECTION_TYPES, { type: 'string' })),
  contractorActivityStatuses: Type.Array(Type.Enum(CONTRACTOR_ACTIVITY_STATUSES, { type: 'string' })),
});
export type Enumerations = Static<typeof Enumerations>;
