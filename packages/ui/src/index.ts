export * from './components/ActionBar';
export * from './components/AgreementLinks';
export * from './components/AgreementModal';
export * from './components/Badge';
export * from './components/BankCardInput';
export * from './components/Button';
export * from './components/ChannelPicker';
export * from './components/Checkbox';
export * from './components/Copy';
export * from './components/CostBar';
export * from './components/CountdownButton';
export * from './components/DetailRows';
export * from './components/Dialog';
export * from './components/EmptyBlock';
export * from './components/ErrorBlock';
export * from './components/Illustration';
export * from './components/ImagePicker';
export * from './components/LogoTile';
export * from './components/Money';
export * from './components/NavBar';
export * from './components/NumericInput';
export * from './components/Page';
export * from './components/PayCodeBox';
export * from './components/PhoneInput';
export * from './components/PhoneLink';
export * from './components/Picker';
export * from './components/PlanList';
export * from './components/ProductCard';
export * from './components/ProductList';
export * from './components/PullToRefresh';
export * from './components/QrCode';
export * from './components/RadioList';
export * from './components/RepaymentHeader';
export * from './components/Result';
export * from './components/ScreenState';
export * from './components/Skeleton';
export * from './components/SmsCodeInput';
export * from './components/StarRating';
export * from './components/StatusCard';
export * from './components/Tabs';
export * from './components/Tag';
export * from './components/TextArea';
export * from './components/TextInput';
export * from './components/Timeline';
export * from './components/Toast';
export * from './components/TrustFacts';
export * from './components/UnknownAmount';
export * from './config';
export * from './hooks';
export {
  Box,
  type BoxProps,
  Card,
  type CardProps,
  Inset,
  type InsetProps,
  type Space,
  Stack,
  type StackProps,
} from './layout';
export * from './screens/AboutUsScreen';
export * from './screens/BindBankScreen';
export * from './screens/CardRepayScreen';
export * from './screens/CompanySiteScreen';
export * from './screens/ComplaintDetailsScreen';
export * from './screens/ComplaintListScreen';
export * from './screens/ComplaintNextScreen';
export * from './screens/ComplaintStartScreen';
export * from './screens/CustomerServiceScreen';
export * from './screens/JointLoginFailScreen';
export * from './screens/LoanConfirmScreen';
export * from './screens/LoanDetailScreen';
export * from './screens/LoanTermsScreen';
export * from './screens/PaymentInstructionsScreen';
export * from './screens/PrivacyPolicyScreen';
export * from './screens/PromotionDownloadScreen';
export * from './screens/PromotionLandingScreen';
export * from './screens/RepayDelayScreen';
export * from './screens/RepaymentCode2Screen';
export * from './screens/RepaymentCodeScreen';
export * from './screens/RepayPeriodScreen';
export * from './screens/RepayScreen';
export * from './screens/TestPreviewScreen';
export {
  type BrandTokens,
  baseTokens,
  defaultTheme,
  kitRoot,
  type ThemeTokens,
  themeTokens,
  themeVars,
  vars,
} from './theme';
