export {
  type LegalLinks,
  type MobileInputMode,
  type PromotionField,
  type PromotionFieldErrors,
  PromotionLandingScreen,
  type PromotionLandingScreenProps,
  type PromotionLandingState,
  promotionLandingStates,
} from './PromotionLandingScreen';
