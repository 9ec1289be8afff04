export { Tag, type TagFill, type TagProps, type TagTone } from './Tag';
export { tagFills, tagTones } from './Tag.css';
