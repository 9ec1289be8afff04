export {
  AboutUsArticle,
  type AboutUsArticleProps,
  AboutUsScreen,
  type AboutUsScreenProps,
} from './AboutUsScreen';
export { aboutUsParagraphs } from './content';
