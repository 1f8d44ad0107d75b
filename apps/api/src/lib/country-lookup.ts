import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { normalizeCountryCode, type CountryCode } from '@app/contracts';
import { Reader, type Response } from 'mmdb-lib';

/**
 * The country database: @ip-location-db/geo-whois-asn-country-mmdb (CC0, IPv4 and IPv6 in one 7.8 MB
 * MaxMind DB file, rebuilt by its authors from the registries' whois and ASN data and published as
 * a new npm version), read with mmdb-lib. Read from disk once per process (about 30 ms, 16 MB held);
 * a look-up is a few microseconds and never leaves the machine. Updating it: `npm update
 * @ip-location-db/geo-whois-asn-country-mmdb -w @app/api` (README, "Visitor country").
 */
const DATABASE = '@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb';

/** A record of this database (its own shape, not one of MaxMind's). */
type CountryRecord = { country_code?: string };

let reader: Reader<Response> | null = null;

function open(): Reader<Response> {
  reader ??= new Reader<Response>(readFileSync(createRequire(import.meta.url).resolve(DATABASE)));
  return reader;
}

/**
 * The country of an address, or null: a private, loopback or unassigned address, or one the database
 * does not place in an ISO 3166-1 country (its few non-country codes such as EU count as unknown).
 */
export function countryOfAddress(ip: string): CountryCode | null {
  try {
    const code = (open().get(ip) as CountryRecord | null)?.country_code;
    return code ? normalizeCountryCode(code) : null;
  } catch {
    return null; // not an address (never for request.ip, which Fastify fills)
  }
}

/** Opens the database now (at start), so the first visitor does not wait for the read. */
export function loadCountryDatabase(): void {
  open();
}
