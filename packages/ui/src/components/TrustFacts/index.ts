export { TrustFacts, type TrustFactsProps } from './TrustFacts';
