export {
  companyVars,
  type LegalBlock,
  LegalDocument,
  type LegalDocumentProps,
  type LegalSection,
  type LegalText,
} from './LegalDocument';
