export type { FieldReport, ReportDetail, ReportSink } from './report';
export { report, setReportSink } from './report';
