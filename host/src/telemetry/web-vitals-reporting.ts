import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import type { VitalReport } from './telemetry-report.ts';

/** Loaded only once the visitor has accepted cookies: the page without consent never downloads it. */
export function measureWebVitals(report: (vital: VitalReport) => void): void {
  const forward = ({ name, value }: Metric) => {
    if (name === 'LCP' || name === 'INP' || name === 'CLS') report({ name, value });
  };
  onLCP(forward);
  onINP(forward);
  onCLS(forward);
}
