import type en from '../en/site';
import type { Translation } from '../../catalogue';

// हिन्दी: en/site.ts का अनुवाद, वही कुंजियाँ। {{…}} के नाम नहीं बदलते।
const site: Translation<typeof en> = {};

export default site;
