export {
  CompanySiteScreen,
  type CompanySiteScreenProps,
  parseSiteSection,
  type SiteSection,
  siteSections,
  siteSectionTitles,
} from './CompanySiteScreen';
