export {
  CityPicker,
  type CityPickerProps,
  DayPicker,
  type DayPickerProps,
  dayOptions,
  Picker,
  type PickerProps,
} from './Picker';
