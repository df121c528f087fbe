export { ReportQueue } from "./components/report-queue";
