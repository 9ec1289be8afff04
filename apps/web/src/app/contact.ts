import { routeHref } from '@loan/core';
import { useLocation, useNavigate } from 'react-router-dom';
import { brand } from './brand';

/**
 * Opens the brand's customer service page, the link's query carried over (the session rides in it):
 * the way on a page offers when it cannot go on by itself (issue 23).
 */
export function useContactService() {
  const navigate = useNavigate();
  const { search } = useLocation();
  return () => navigate(routeHref(brand, 'customerService', search));
}
