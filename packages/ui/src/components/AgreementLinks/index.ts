export { type Agreement, AgreementLinks, type AgreementLinksProps } from './AgreementLinks';
