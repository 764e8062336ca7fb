import type { ModuleTexts } from '../common/server-texts.js';

/** Hindi for what the review form says to customers (review.schemas.ts, review.operations.ts). */
export const reviewTexts: ModuleTexts = {
  hi: {
    'Rating must be a number from 1 to 5.': 'रेटिंग 1 से 5 के बीच की संख्या होनी चाहिए।',
    'Rating must be a number from 0 to 5 in steps of 0.5.': 'रेटिंग 0 से 5 के बीच, आधे-आधे अंक में, होनी चाहिए।',
    'Status must be Pending, Accepted or Rejected.': 'स्थिति लंबित, स्वीकृत या अस्वीकृत होनी चाहिए।',
    'Your review has been submitted for approval.': 'आपकी समीक्षा मंज़ूरी के लिए भेज दी गई है।',
  },
};
