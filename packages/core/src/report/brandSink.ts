import { screenForPath } from '../brand/define';
import type { BrandConfig } from '../brand/types';
import { sendBridge } from '../bridge/transport';
import type { ReportLimits } from './limit';
import type { ReportSink } from './report';
import { scrubText } from './scrub';
import { beaconTransport, burialPointTransport, createFieldSink, type ReportTransport } from './sink';

export interface BrandSinkOptions {
  /** The build that runs: a commit or release id the lender can find the source of. */
  build: string;
  limits?: ReportLimits;
  /** Where the page is (tests pass their own); default the window's. */
  location?: Pick<Location, 'pathname' | 'origin'>;
  /** The user agent and `sendBeacon`; default the window's navigator. */
  navigator?: { userAgent: string; sendBeacon?: Navigator['sendBeacon'] };
  /** How a burial point leaves; default the bridge's, for this brand. */
  burialPoint?: Parameters<typeof burialPointTransport>[0];
}

/**
 * The reporting hook of a brand, for `setReportSink`: every report, scrubbed and rate-limited, with
 * the build, the brand, the route and the user agent, goes to the bridge's `burialPoint` and, where the
 * brand gives `report.endpoint` (a path of its own origin), to that endpoint by `sendBeacon`.
 */
export function brandReportSink(brand: BrandConfig, options: BrandSinkOptions): ReportSink {
  const location = options.location ?? globalThis.location;
  const nav = options.navigator ?? globalThis.navigator;
  const transports: ReportTransport[] = [
    burialPointTransport(options.burialPoint ?? ((payload) => sendBridge(brand, 'burialPoint', payload))),
  ];
  // Read once: the page's agent does not change, and some engines answer differently while it unloads.
  const agent = nav.userAgent;
  const endpoint = brand.report?.endpoint;
  if (endpoint) transports.push(beaconTransport(endpoint, nav));
  return createFieldSink({
    origin: location.origin,
    limits: options.limits,
    transports,
    context: () => ({
      build: options.build,
      brand: brand.id,
      route: screenForPath(brand, location.pathname) ?? scrubText(location.pathname),
      agent,
    }),
  });
}
