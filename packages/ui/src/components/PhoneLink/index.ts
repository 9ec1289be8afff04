export { dialledNumber, PhoneLink, type PhoneLinkProps } from './PhoneLink';
