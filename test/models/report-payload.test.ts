// The report page's input (models/report-payload.ts): a comparison carries which differences move
// a key result, computed with the results, and a malformed list is refused.
import { describe, expect, it } from 'vitest';
import { REPORT_PAYLOAD_GLOBAL, readImpacts, readReportPayload } from '../../models/report-payload';

const item = { scenario: { name: 'A' }, raw: {}, result: { currency: 'USD' } };
const scope = (payload: unknown) => ({ [REPORT_PAYLOAD_GLOBAL]: payload });

describe('readReportPayload', () => {
  it('accepts one item without impacts and a comparison with them', () => {
    expect(readReportPayload(scope({ items: [item], lang: 'en' }))).not.toBeNull();
    const p = readReportPayload(scope({ items: [item, item], impacts: [{ path: 'site.contractedMW', moves: ['capacity.gpus'] }], lang: 'en' }));
    expect(p?.impacts).toEqual([{ path: 'site.contractedMW', moves: ['capacity.gpus'] }]);
  });

  it('refuses a comparison without impacts or with a malformed list', () => {
    expect(readReportPayload(scope({ items: [item, item], lang: 'en' }))).toBeNull();
    expect(readReportPayload(scope({ items: [item, item], impacts: [{ path: 'x', moves: [1] }], lang: 'en' }))).toBeNull();
    expect(readReportPayload(scope({ items: [item], impacts: 'x', lang: 'en' }))).toBeNull();
    expect(readImpacts([{ path: 'x' }])).toBeNull();
    expect(readImpacts([])).toEqual([]);
  });
});
