package scheme_test

import (
	"testing"

	"github.com/uriref/uri/scheme"
)

func TestParseMailto(t *testing.T) {
	type M = scheme.Mailto
	type H = scheme.Header
	testParse(t, scheme.ParseMailto, []parseCase[M]{
		// uri(7) and RFC 3986 §1.1.2.
		{in: "mailto:dwheeler@dwheeler.com", want: M{To: []string{"dwheeler@dwheeler.com"}}},
		{in: "mailto:John.Doe@example.com", want: M{To: []string{"John.Doe@example.com"}}},
		// RFC 6068 §2.
		{in: "mailto:addr1@an.example,addr2@an.example", want: M{To: []string{"addr1@an.example", "addr2@an.example"}}},
		{in: "mailto:?to=addr1@an.example,addr2@an.example", want: M{Headers: []H{{"to", "addr1@an.example,addr2@an.example"}}}},
		{in: "mailto:addr1@an.example?to=addr2@an.example", want: M{To: []string{"addr1@an.example"}, Headers: []H{{"to", "addr2@an.example"}}}},
		// RFC 6068 §6.1.
		{in: "mailto:chris@example.com", want: M{To: []string{"chris@example.com"}}},
		{in: "mailto:infobot@example.com?subject=current-issue", want: M{To: []string{"infobot@example.com"}, Headers: []H{{"subject", "current-issue"}}}},
		{in: "mailto:infobot@example.com?body=send%20current-issue", want: M{To: []string{"infobot@example.com"}, Headers: []H{{"body", "send current-issue"}}}},
		{in: "mailto:infobot@example.com?body=send%20current-issue%0D%0Asend%20index", want: M{To: []string{"infobot@example.com"}, Headers: []H{{"body", "send current-issue\r\nsend index"}}}},
		{in: "mailto:list@example.org?In-Reply-To=%3C3469A91.D10AF4C@example.com%3E", want: M{To: []string{"list@example.org"}, Headers: []H{{"In-Reply-To", "<3469A91.D10AF4C@example.com>"}}}},
		{in: "mailto:majordomo@example.com?body=subscribe%20bamboo-l", want: M{To: []string{"majordomo@example.com"}, Headers: []H{{"body", "subscribe bamboo-l"}}}},
		{in: "mailto:joe@example.com?cc=bob@example.com&body=hello", want: M{To: []string{"joe@example.com"}, Headers: []H{{"cc", "bob@example.com"}, {"body", "hello"}}}},
		{in: "mailto:gorby%25kremvax@example.com", want: M{To: []string{"gorby%kremvax@example.com"}}},
		{in: "mailto:unlikely%3Faddress@example.com?blat=foop", want: M{To: []string{"unlikely?address@example.com"}, Headers: []H{{"blat", "foop"}}}},
		{in: "mailto:Mike%26family@example.org", want: M{To: []string{"Mike&family@example.org"}}, out: "mailto:Mike&family@example.org"},
		// RFC 6068 §6.2.
		{in: "mailto:%22not%40me%22@example.org", want: M{To: []string{`"not@me"@example.org`}}, out: "mailto:%22not@me%22@example.org"},
		{in: "mailto:%22oh%5C%5Cno%22@example.org", want: M{To: []string{`"oh\\no"@example.org`}}},
		{in: "mailto:%22%5C%5C%5C%22it's%5C%20ugly%5C%5C%5C%22%22@example.org", want: M{To: []string{`"\\\"it's\ ugly\\\""@example.org`}}},
		// RFC 6068 §6.3.
		{in: "mailto:user@example.org?subject=caf%C3%A9", want: M{To: []string{"user@example.org"}, Headers: []H{{"subject", "café"}}}},
		{in: "mailto:user@example.org?subject=%3D%3Futf-8%3FQ%3Fcaf%3DC3%3DA9%3F%3D", want: M{To: []string{"user@example.org"}, Headers: []H{{"subject", "=?utf-8?Q?caf=C3=A9?="}}}},
		{in: "mailto:user@example.org?subject=caf%C3%A9&body=caf%C3%A9", want: M{To: []string{"user@example.org"}, Headers: []H{{"subject", "café"}, {"body", "café"}}}},
		{in: "mailto:user@%E7%B4%8D%E8%B1%86.example.org?subject=Test&body=NATTO", want: M{To: []string{"user@納豆.example.org"}, Headers: []H{{"subject", "Test"}, {"body", "NATTO"}}}},
		// "+" is a plus sign; an empty mailto is allowed by mailtoURI.
		{in: "mailto:a+tag@example.com?subject=1+1", want: M{To: []string{"a+tag@example.com"}, Headers: []H{{"subject", "1+1"}}}},
		{in: "mailto:", want: M{}},
		{in: "mailto:a@%5B192.0.2.1%5D", want: M{To: []string{"a@[192.0.2.1]"}}},
	})
	testRefusals(t, scheme.ParseMailto, []refusal{
		{"http://a@b", 0, "mailtoURI"},
		{"mailto://a@b", 7, "mailtoURI"},
		{"mailto:joe", 10, "addr-spec"},
		{"mailto:@example.com", 7, "local-part"},
		{"mailto:a..b@example.com", 9, "local-part"},
		{"mailto:.a@example.com", 7, "local-part"},
		{"mailto:a%20b@example.com", 8, "local-part"},
		{"mailto:joe@", 11, "domain"},
		{"mailto:joe@a..b", 13, "domain"},
		{"mailto:joe@a@b", 12, "domain"},
		{"mailto:%22abc@x", 15, "local-part"},
		{"mailto:a@b,,c@d", 11, "local-part"},
		{"mailto:a@b?subject", 18, "hfield"},
		{"mailto:a@b?", 11, "hfield"},
		{"mailto:a@b?=x", 11, "hfname"},
		{"mailto:a@b?body=a/b", 17, "hfvalue"},
		{"mailto:a@b?body=a?b", 17, "hfvalue"},
		{"mailto:a@b?body=a=b", 17, "hfvalue"},
		{"mailto:a@b?x/y=1", 12, "hfname"},
	})
}

func TestMailtoURI(t *testing.T) {
	// uri(7): "any % character must be rewritten as %25".
	for _, tt := range []struct {
		m    scheme.Mailto
		want string
	}{
		{scheme.Mailto{To: []string{"gorby%kremvax@example.com"}}, "mailto:gorby%25kremvax@example.com"},
		{scheme.Mailto{To: []string{`"a,b"@example.com`, "c@d"}}, "mailto:%22a%2Cb%22@example.com,c@d"},
		{scheme.Mailto{Headers: []scheme.Header{{"subject", "a&b=c/d?e f+g"}}}, "mailto:?subject=a%26b%3Dc%2Fd%3Fe%20f+g"},
	} {
		u, err := tt.m.URI()
		if err != nil || u.String() != tt.want {
			t.Errorf("%+v.URI() = %q, %v; want %q", tt.m, u, err, tt.want)
		}
	}
	_, err := scheme.Mailto{To: []string{"no-at-sign"}}.URI()
	wantError(t, "no-at-sign", err, "no-at-sign", 10, "addr-spec")
	_, err = scheme.Mailto{Headers: []scheme.Header{{"", "x"}}}.URI()
	wantError(t, "empty hfname", err, "", 0, "hfname")
}
