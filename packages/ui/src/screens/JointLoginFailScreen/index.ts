export {
  JointLoginFailScreen,
  type JointLoginFailScreenProps,
  type JointLoginFailState,
  jointLoginFailStates,
} from './JointLoginFailScreen';
