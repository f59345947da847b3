import { describe, expect, it } from 'vitest';
import { timeZonesByCountry } from '../../../shared/consent/time-zones-by-country';
import { countryOfTimeZone } from './guess-location';

describe('countryOfTimeZone', () => {
  it('names the country of a time zone in English', () => {
    expect(countryOfTimeZone('Europe/London', timeZonesByCountry)).toBe('United Kingdom');
    expect(countryOfTimeZone('America/Chicago', timeZonesByCountry)).toBe('United States');
    expect(countryOfTimeZone('Asia/Riyadh', timeZonesByCountry)).toBe('Saudi Arabia');
    expect(countryOfTimeZone('Africa/Cairo', timeZonesByCountry)).toBe('Egypt');
  });

  it('knows the old names browsers still report', () => {
    expect(countryOfTimeZone('Asia/Calcutta', timeZonesByCountry)).toBe('India');
    expect(countryOfTimeZone('Europe/Kiev', timeZonesByCountry)).toBe('Ukraine');
    expect(countryOfTimeZone('US/Eastern', timeZonesByCountry)).toBe('United States');
  });

  it("says 'Unknown' for zones of no country", () => {
    expect(countryOfTimeZone('UTC', timeZonesByCountry)).toBe('Unknown');
    expect(countryOfTimeZone('Etc/GMT+5', timeZonesByCountry)).toBe('Unknown');
    expect(countryOfTimeZone('Mars/Olympus_Mons', timeZonesByCountry)).toBe('Unknown');
    expect(countryOfTimeZone(undefined, timeZonesByCountry)).toBe('Unknown');
  });

  it('names every zone the runtime knows, except the country-less ones', () => {
    const unnamed = Intl.supportedValuesOf('timeZone').filter(
      (zone) => countryOfTimeZone(zone, timeZonesByCountry) === 'Unknown',
    );
    expect(unnamed.filter((zone) => !zone.startsWith('Etc/') && zone !== 'UTC')).toEqual([]);
  });
});
