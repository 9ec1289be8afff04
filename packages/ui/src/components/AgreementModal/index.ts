export { AGREEMENT_SANDBOX, AgreementModal, type AgreementModalProps } from './AgreementModal';
