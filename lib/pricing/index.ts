export * from './engine';
export * from './flight-offer';
export * from './price-changes';
export * from './prior-price';
