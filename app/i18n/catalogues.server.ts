import { adminEn } from './admin/admin-en.ts';
import { adminHi } from './admin/admin-hi.ts';
import { adminTe } from './admin/admin-te.ts';
import { en } from './en.ts';
import { hi } from './hi.ts';
import { te } from './te.ts';
import { registerCatalogue } from './translate.ts';

// The server speaks every language: all three catalogues (the site's and the back office's), registered once when this module is
// first imported (entry.server.tsx, and the test set-up).
registerCatalogue('en', en);
registerCatalogue('te', te);
registerCatalogue('hi', hi);
registerCatalogue('en', adminEn, 'admin');
registerCatalogue('te', adminTe, 'admin');
registerCatalogue('hi', adminHi, 'admin');
