export { NavBar, type NavBarProps } from './NavBar';
export { type NavBarDefaults, NavBarProvider, useNavBarDefaults } from './NavBarProvider';
