import { normalizeCountryCode, type CountryCode } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { countryOfAddress, loadCountryDatabase } from '../lib/country-lookup';

/** The header that forces the visitor's country, honoured only when the server runs with NODE_ENV=test. */
export const TEST_COUNTRY_HEADER = 'x-test-country';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The visitor's country from the request's address (`request.ip`, which follows TRUST_PROXY),
     * looked up in the local database; null when unknown (a private or local address). In test mode
     * only, an `x-test-country` header decides instead (a code, or anything else for unknown).
     */
    visitorCountry: (request: FastifyRequest) => CountryCode | null;
  }
}

export const visitorCountryPlugin = fp(
  async (app: FastifyInstance) => {
    loadCountryDatabase();
    const testMode = app.config.NODE_ENV === 'test';
    app.decorate('visitorCountry', (request: FastifyRequest): CountryCode | null => {
      const forced = testMode ? request.headers[TEST_COUNTRY_HEADER] : undefined;
      if (typeof forced === 'string') return normalizeCountryCode(forced);
      return countryOfAddress(request.ip);
    });
  },
  { name: 'visitor-country', dependencies: ['config'] },
);
