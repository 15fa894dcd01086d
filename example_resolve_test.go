package uri_test

import (
	"errors"
	"fmt"

	"github.com/uriref/uri"
)

func ExampleURI_Resolve() {
	base := uri.MustParse("http://a/b/c/d;p?q")
	for _, ref := range []string{"g", "../g", "?y", "#s", "//g", "../../../g", "/./g"} {
		t, err := base.Resolve(uri.MustParse(ref))
		if err != nil {
			panic(err)
		}
		fmt.Printf("%-10s %s\n", ref, t)
	}
	// Output:
	// g          http://a/b/c/g
	// ../g       http://a/b/g
	// ?y         http://a/b/c/d;p?y
	// #s         http://a/b/c/d;p?q#s
	// //g        http://g
	// ../../../g http://a/g
	// /./g       http://a/g
}

func ExampleURI_ResolveWith() {
	base := uri.MustParse("http://a/b/c/d;p?q")
	ref := uri.MustParse("../../../g")

	// As the draft's Appendix C shows: ".." above the root is kept.
	t, _ := base.ResolveWith(ref, uri.ResolveOptions{RFC2396: true, AboveRoot: uri.AboveRootKeep})
	fmt.Println(t)

	// The draft and RFC 2396 remove dot segments only from merged paths.
	t, _ = base.ResolveWith(uri.MustParse("/./g"), uri.ResolveOptions{RFC2396: true})
	fmt.Println(t)

	// A non-strict resolver ignores a scheme equal to the base's.
	t, _ = base.ResolveWith(uri.MustParse("http:g"), uri.ResolveOptions{NonStrict: true})
	fmt.Println(t)

	// A caller that takes climbing above the root for an attack refuses it.
	_, err := base.ResolveWith(ref, uri.ResolveOptions{AboveRoot: uri.AboveRootRefuse})
	var e *uri.Error
	if errors.As(err, &e) {
		fmt.Println(e.Rule, e.Offset)
	}
	// Output:
	// http://a/../g
	// http://a/./g
	// http://a/b/c/g
	// remove_dot_segments 6
}

func ExampleURI_Relativize() {
	base := uri.MustParse("http://a/b/c/d;p?q")
	for _, target := range []string{
		"http://a/b/c/g",
		"http://a/b/g?y",
		"http://a/b/c/d;p?q#s",
		"http://a/g",
		"http://a/b/c/g:h",
		"http://g/x",
		"ftp://a/b/c/g",
	} {
		ref, err := base.Relativize(uri.MustParse(target))
		if err != nil {
			panic(err)
		}
		fmt.Printf("%-22s %q\n", target, ref)
	}
	// Output:
	// http://a/b/c/g         "g"
	// http://a/b/g?y         "../g?y"
	// http://a/b/c/d;p?q#s   "#s"
	// http://a/g             "/g"
	// http://a/b/c/g:h       "./g:h"
	// http://g/x             "//g/x"
	// ftp://a/b/c/g          "ftp://a/b/c/g"
}
