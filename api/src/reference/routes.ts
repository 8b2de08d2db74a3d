import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CONTRACT_APPLICATION_STATES,
  CONTRACTOR_ACTIVITY_STATUSES,
  Enumerations,
  errorResponses,
  GeocodingBody,
  GeocodingResponse,
  INSPECTION_TYPES,
  LocationQuery,
  LocationResponse,
  PropertyType,
  State,
  StateByZipCode,
  StatusResponse,
  Trade,
  ZipCode,
  ZipCodeParams,
  ZipParams,
} from '@hw/shared';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { httpError, notFound } from '../plugins/index.ts';
import { localZipGeocoder } from './geocoding.ts';
import { type ListCache, referenceQueries } from './queries.ts';
import { lookupZip, nearestZip } from './zip-data.ts';

/** Public: no sign-in, so no security requirement in the OpenAPI description. */
const publicRoute = (summary: string, operationId: string, tags = ['reference']) => ({
  tags,
  security: [],
  summary,
  operationId,
});
const REFERENCE_CACHE_CONTROL = 'public, max-age=300';

export const referenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const queries = referenceQueries(app.database);

  app.get(
    '/status',
    {
      schema: {
        ...publicRoute('Check that the API and its database answer', 'getStatus'),
        response: { 200: StatusResponse, ...errorResponses, 503: errorResponses[500] },
      },
    },
    async () => {
      if (await app.database.ping()) return { status: 'ok' as const };
      throw httpError(503, 'serverError', 'The database is not answering.');
    },
  );

  // The cached lists are sent as prepared JSON; the schemas still describe them. A list in the cache is
  // answered at once, without waiting on a promise.
  function sendList(reply: FastifyReply, list: ListCache<unknown>): Promise<void> | undefined {
    const ready = list.fresh();
    if (ready) {
      send(reply, ready.json);
      return;
    }
    return list.get().then(({ json }) => {
      send(reply, json);
    });
  }
  const send = (reply: FastifyReply, json: Buffer) =>
    reply.header('cache-control', REFERENCE_CACHE_CONTROL).type('application/json; charset=utf-8').send(json);

  app.get(
    '/reference/states',
    {
      schema: {
        ...publicRoute('List the states', 'listStates'),
        response: { 200: Type.Array(State), ...errorResponses },
      },
    },
    (_r, reply) => sendList(reply, queries.states),
  );

  app.get(
    '/reference/propertyTypes',
    {
      schema: {
        ...publicRoute('List the property types', 'listPropertyTypes'),
        response: { 200: Type.Array(PropertyType), ...errorResponses },
      },
    },
    (_r, reply) => sendList(reply, queries.propertyTypes),
  );

  app.get(
    '/reference/trades',
    {
      schema: {
        ...publicRoute('List the trades', 'listTrades'),
        response: { 200: Type.Array(Trade), ...errorResponses },
      },
    },
    (_r, reply) => sendList(reply, queries.webTrades),
  );

  app.get(
    '/reference/enumerations',
    {
      schema: {
        ...publicRoute(
          'List the contract application states, inspection types and contractor activities',
          'listEnumerations',
        ),
        description:
          'Closed lists the screens and reports name: `contractApplicationStates` (where a contract’s application ' +
          'stands, beside its contract status), `inspectionTypes` (the home inspection a real-estate order may ' +
          'carry) and `contractorActivityStatuses` (what a contractor is doing about a visit: not started, on the ' +
          'way, checked in, appointment completed).',
        response: { 200: Enumerations, ...errorResponses },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', REFERENCE_CACHE_CONTROL);
      return {
        contractApplicationStates: [...CONTRACT_APPLICATION_STATES],
        inspectionTypes: [...INSPECTION_TYPES],
        contractorActivityStatuses: [...CONTRACTOR_ACTIVITY_STATUSES],
      };
    },
  );

  app.get(
    '/reference/stateByZipCode/:zip',
    {
      schema: {
        ...publicRoute('Find the state of a zip code', 'getStateByZipCode'),
        params: ZipParams,
        response: { 200: StateByZipCode, ...errorResponses },
      },
    },
    async (request) => {
      const zip = lookupZip(request.params.zip);
      if (!zip) throw notFound(`${request.params.zip} is not a US zip code.`);
      const state = await queries.state(zip.state);
      return {
        zipCode: zip.zip,
        stateCode: zip.state,
        description: state?.description ?? zip.state,
        isMarketState: state?.isMarketState ?? false,
      };
    },
  );

  app.get(
    '/zipcode/:code',
    {
      schema: {
        ...publicRoute('Look up a zip code', 'getZipCode'),
        params: ZipCodeParams,
        response: { 200: ZipCode, ...errorResponses },
      },
    },
    async (request) => {
      const zip = lookupZip(request.params.code);
      if (!zip) throw notFound(`${request.params.code} is not a US zip code.`);
      return {
        zipCode: zip.zip,
        city: zip.city,
        stateCode: zip.state,
        latitude: zip.latitude,
        longitude: zip.longitude,
        isServiceArea: await queries.isServiceZip(zip.zip),
      };
    },
  );

  app.get(
    '/location',
    {
      schema: {
        ...publicRoute('Find the address nearest a position', 'getLocation'),
        querystring: LocationQuery,
        response: { 200: LocationResponse, ...errorResponses },
      },
    },
    async (request) => {
      const zip = nearestZip(request.query.lat, request.query.lng);
      if (!zip) return { results: [] };
      const state = await queries.state(zip.state);
      const stateName = state?.description ?? zip.state;
      const components = [
        { long_name: zip.zip, short_name: zip.zip, types: ['postal_code'] },
        { long_name: zip.city, short_name: zip.city, types: ['locality', 'political'] },
        { long_name: stateName, short_name: zip.state, types: ['administrative_area_level_1', 'political'] },
        { long_name: 'United States', short_name: 'US', types: ['country', 'political'] },
      ];
      return {
        results: [
          {
            formatted_address: `${zip.city}, ${zip.state} ${zip.zip}, USA`,
            types: ['postal_code'],
            address_components: components,
            geometry: { location: { lat: zip.latitude, lng: zip.longitude } },
          },
        ],
      };
    },
  );

  app.post(
    '/geocoding',
    {
      schema: {
        ...publicRoute('Verify an address', 'geocodeAddress'),
        description:
          'Checks an address against the zip data: `isAddressVerified` is true when the zip exists and the city ' +
          'and state sent are its own (any case). `results` has one geocode-style result (street number, route, ' +
          'locality, state, postal code; the location is the zip centroid). `suggestedAddress` is the address ' +
          "with the zip's city and state and a tidied street (single spaces, title case, Street -> St, ...) when " +
          'that differs from what was sent, else null. An unknown zip answers 200 with no results, not verified.',
        body: GeocodingBody,
        response: { 200: GeocodingResponse, ...errorResponses },
      },
    },
    async (request) => localZipGeocoder.geocode(request.body),
  );
};
