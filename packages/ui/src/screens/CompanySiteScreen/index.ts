export {
  CompanySiteScreen,
  type CompanySiteScreenProps,
  parseSiteSection,
  type SiteSection,
  siteSections,
} from './CompanySiteScreen';
