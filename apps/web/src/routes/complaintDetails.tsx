import { ComingPage } from '../app/ComingPage';

export function Component() {
  return <ComingPage screen="complaintDetails" />;
}
