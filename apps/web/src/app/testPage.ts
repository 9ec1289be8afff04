/** The developer test page ships only in dev, or in a build made with VITE_TEST_PAGE=1 (issue 8). */
export const testPageEnabled = import.meta.env.DEV || import.meta.env.VITE_TEST_PAGE === '1';
