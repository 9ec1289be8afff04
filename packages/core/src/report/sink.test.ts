import { describe, expect, it, vi } from 'vitest';
import { defaultBrand } from '../brand/defaultBrand';
import { defineBrand } from '../brand/define';
import { brandReportSink } from './brandSink';
import {
  beaconTransport,
  burialPointTransport,
  createFieldSink,
  type FieldRecord,
  REPORT_LIMIT_KIND,
  type ReportContext,
} from './sink';

const context: ReportContext = {
  build: 'b-1',
  brand: 'default',
  route: 'repay',
  agent: 'Mozilla/5.0 (Linux; Android 9; wv)',
};

function collect(limits = { perKind: 10, total: 30 }) {
  const records: FieldRecord[] = [];
  const sink = createFieldSink({
    context: () => context,
    transports: [(r) => records.push(r)],
    limits,
    origin: 'https://app.example.com',
  });
  return { sink, records };
}

describe('createFieldSink', () => {
  it('adds build, brand, route and user agent to the scrubbed detail', () => {
    const { sink, records } = collect();
    sink({
      kind: 'error',
      detail: {
        message: 'no loan for 09171234567 at https://app.example.com/starGesture?sessionId=s-1',
        line: 3,
      },
    });
    expect(records).toEqual([
      {
        kind: 'error',
        build: 'b-1',
        brand: 'default',
        route: 'repay',
        agent: 'Mozilla/5.0 (Linux; Android 9; wv)',
        detail: { message: 'no loan for # at /starGesture', line: 3 },
      },
    ]);
  });

  it("keeps a detail's own kind apart from the report's", () => {
    const { sink, records } = collect();
    sink({ kind: 'decode_issue', detail: { kind: 'dropped', call: '/v3/repay' } });
    expect(records[0]).toMatchObject({
      kind: 'decode_issue',
      detail: { kind: 'dropped', call: '/v3/repay' },
    });
  });

  it('sends the same error once, even when a second kind tells of it', () => {
    const { sink, records } = collect();
    sink({ kind: 'react', detail: { phase: 'uncaught', message: 'x is undefined' } });
    for (let i = 0; i < 5; i++) sink({ kind: 'error', detail: { message: 'x is undefined', line: i } });
    expect(records.map((r) => r.kind)).toEqual(['react']);
  });

  it('tells apart reports without a message by their kind and detail', () => {
    const { sink, records } = collect();
    sink({ kind: 'vital', detail: { name: 'LCP', value: 1 } });
    sink({ kind: 'vital', detail: { name: 'LCP', value: 1 } });
    sink({ kind: 'other', detail: { name: 'LCP', value: 1 } });
    expect(records.map((r) => r.kind)).toEqual(['vital', 'other']);
  });

  it('sends at most the kind limit of 50 errors, then one report that the limit dropped some', () => {
    const { sink, records } = collect({ perKind: 10, total: 30 });
    for (let i = 0; i < 50; i++) sink({ kind: 'error', detail: { message: `error ${i}` } });
    expect(records.filter((r) => r.kind === 'error')).toHaveLength(10);
    expect(records.filter((r) => r.kind === REPORT_LIMIT_KIND)).toEqual([
      expect.objectContaining({ kind: REPORT_LIMIT_KIND, detail: { of: 'error' } }),
    ]);
  });

  it('keeps the kind to what a burial point event may be', () => {
    const { sink, records } = collect();
    sink({ kind: 'bad kind/with spaces', detail: {} });
    sink({ kind: '', detail: { a: 1 } });
    expect(records.map((r) => r.kind)).toEqual(['bad_kind_with_spaces', 'unknown']);
  });

  it('cuts a long user agent', () => {
    const records: FieldRecord[] = [];
    createFieldSink({
      context: () => ({ ...context, agent: 'A'.repeat(400) }),
      transports: [(r) => records.push(r)],
    })({
      kind: 'error',
      detail: {},
    });
    expect(records[0]?.agent).toHaveLength(256);
  });

  it('hands each record to every transport, even when one throws', () => {
    const second = vi.fn();
    const sink = createFieldSink({
      context: () => context,
      transports: [
        () => {
          throw new Error('no shell');
        },
        second,
      ],
    });
    expect(() => sink({ kind: 'error', detail: { message: 'm' } })).not.toThrow();
    expect(second).toHaveBeenCalledOnce();
  });
});

describe('burialPointTransport', () => {
  it('sends the kind as the event, the detail and the context as flat extras', () => {
    const burialPoint = vi.fn();
    burialPointTransport(burialPoint)({
      ...context,
      kind: 'vital',
      detail: { name: 'LCP', value: 1200, brand: 'x' },
    });
    expect(burialPoint).toHaveBeenCalledWith({
      event: 'vital',
      extra: { name: 'LCP', value: 1200, ...context },
    });
  });
});

describe('beaconTransport', () => {
  it('posts the record as JSON with a type a beacon may send', async () => {
    const sendBeacon = vi.fn((_url: string | URL, _data?: BodyInit | null) => true);
    beaconTransport('/h5api/field-report', { sendBeacon })({
      ...context,
      kind: 'error',
      detail: { message: 'm' },
    });
    expect(sendBeacon).toHaveBeenCalledOnce();
    const [url, body] = sendBeacon.mock.calls[0] ?? [];
    expect(url).toBe('/h5api/field-report');
    expect((body as Blob).type).toBe('text/plain;charset=utf-8');
    expect(JSON.parse(await (body as Blob).text())).toEqual({
      ...context,
      kind: 'error',
      detail: { message: 'm' },
    });
  });

  it('sends nothing where the engine has no sendBeacon', () => {
    expect(() => beaconTransport('/r', {})({ ...context, kind: 'error', detail: {} })).not.toThrow();
  });
});

describe('brandReportSink', () => {
  const location = { pathname: '/starGesture', origin: 'https://app.example.com' };
  const navigator = {
    userAgent: 'Mozilla/5.0 (Linux; Android 9; wv) Chrome/87.0.4280.141',
    sendBeacon: vi.fn(() => true),
  };

  it("sends by the bridge's burial point only where the brand gives no endpoint", () => {
    const burialPoint = vi.fn();
    navigator.sendBeacon.mockClear();
    brandReportSink(defaultBrand, { build: 'b-7', location, navigator, burialPoint })({
      kind: 'error',
      detail: { message: 'boom' },
    });
    expect(burialPoint).toHaveBeenCalledWith({
      event: 'error',
      extra: { message: 'boom', build: 'b-7', brand: 'default', route: 'repay', agent: navigator.userAgent },
    });
    expect(navigator.sendBeacon).not.toHaveBeenCalled();
  });

  it("also beacons to the brand's endpoint", () => {
    const brand = defineBrand({ report: { endpoint: '/h5api/field-report' } }, defaultBrand);
    navigator.sendBeacon.mockClear();
    brandReportSink(brand, { build: 'b-7', location, navigator, burialPoint: () => {} })({
      kind: 'error',
      detail: { message: 'boom' },
    });
    expect(navigator.sendBeacon).toHaveBeenCalledWith('/h5api/field-report', expect.any(Blob));
  });

  it('reads the user agent once, when the hook is set', () => {
    const burialPoint = vi.fn();
    const nav = { userAgent: 'first', sendBeacon: vi.fn(() => true) };
    const sink = brandReportSink(defaultBrand, { build: 'b-7', location, navigator: nav, burialPoint });
    nav.userAgent = 'HeadlessChrome while unloading';
    sink({ kind: 'error', detail: {} });
    expect(burialPoint.mock.calls[0]?.[0].extra.agent).toBe('first');
  });

  it('names a page that is no screen by its scrubbed path, never its query', () => {
    const burialPoint = vi.fn();
    brandReportSink(defaultBrand, {
      build: 'b-7',
      location: { pathname: '/user/09171234567', origin: location.origin },
      navigator,
      burialPoint,
    })({ kind: 'error', detail: {} });
    expect(burialPoint.mock.calls[0]?.[0].extra.route).toBe('/user/#');
  });
});

describe('a brand endpoint', () => {
  it('must be a path of the page’s own origin', () => {
    for (const endpoint of [
      'https://collector.example.com/r',
      '//collector.example.com/r',
      'report',
      '/r?x=1',
    ]) {
      expect(() => defineBrand({ report: { endpoint } }, defaultBrand)).toThrow(/report.endpoint/);
    }
    expect(defineBrand({ report: { endpoint: '/h5api/field-report' } }, defaultBrand).report).toEqual({
      endpoint: '/h5api/field-report',
    });
  });
});
