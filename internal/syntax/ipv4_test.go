package syntax

import "testing"

// TestEndsInNumber holds EndsInNumber to the URL Standard's checker on the
// hosts of web-platform-tests' urltestdata.json that the host parser reads
// as IPv4 (true) or as domains (false).
func TestEndsInNumber(t *testing.T) {
	for _, tt := range []struct {
		h    string
		want bool
	}{
		{"1.2.3.4", true}, {"1.2.3.4.", true}, {"foo.09", true}, {"foo.0x4", true},
		{"foo.0x", true}, {"0x.0x.0", true}, {"999999999.", true}, {"4294967296", true},
		{"foo.0XFfFfFfFfFfFfFfFfFfAcE123", true},
		{"example.com", false}, {"1.example", false}, {"foo.0xg", false}, {"foo.09a", false},
		{".", false}, {"", false}, {"a..", false}, {"0x7f.1..", false}, {"1.2.3.4x", false},
	} {
		if got := EndsInNumber(tt.h); got != tt.want {
			t.Errorf("EndsInNumber(%q) = %v, want %v", tt.h, got, tt.want)
		}
	}
}
