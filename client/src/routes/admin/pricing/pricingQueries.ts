import { graphql } from '../../../gql';

/** The Pricing screen: the rules, highest priority first, and the cars they may name. */
export const priceRulesDocument = graphql(`
  query PriceRules {
    priceRules {
      id
      name
      from
      to
      weekdays
      carIds
      percent
      dailyPrice
      priority
    }
    cars {
      id
      name
      price
    }
  }
`);
