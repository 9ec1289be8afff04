export { CountdownButton, type CountdownButtonHandle, type CountdownButtonProps } from './CountdownButton';
