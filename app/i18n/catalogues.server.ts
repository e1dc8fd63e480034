import { en } from './en.ts';
import { hi } from './hi.ts';
import { te } from './te.ts';
import { registerCatalogue } from './translate.ts';

// The server speaks every language: all three catalogues, registered once when this module is
// first imported (entry.server.tsx, and the test set-up).
registerCatalogue('en', en);
registerCatalogue('te', te);
registerCatalogue('hi', hi);
