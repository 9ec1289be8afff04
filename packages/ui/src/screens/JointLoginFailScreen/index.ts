export {
  JointLoginFailScreen,
  type JointLoginFailScreenProps,
  type JointLoginFailState,
  jointLoginFailStates,
  type RecommendedProductItem,
} from './JointLoginFailScreen';
